import { API } from '#shared/api-paths.ts';
import { isInterfaceLanguage } from '#shared/interface-language.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import type { UserRow } from './repository';

export type UserFlags = { member: boolean; hasTransactions: boolean; hasMemberships: boolean };

const photoPath = (id: number) => `${API.user.profileImage}/${id}`;

/** The API's User: never the provider, enabled flag or watch list. Public routes send less
 * (their response schema keeps only the public profile fields). */
export function presentUser(row: UserRow, albumImages: number[], flags: UserFlags): AccountUser {
  return {
    userId: Number(row.id),
    keyCloakUserId: row.subject,
    username: row.username,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    imagePath: row.profile_photo_id ? photoPath(Number(row.profile_photo_id)) : row.picture_url,
    baseCategory: row.base_category,
    subCategory: row.sub_category,
    creationDate: row.created_at.toISOString(),
    phone: row.phone,
    aboutMe: row.about_me,
    notice: row.notice,
    importantAnnouncement: row.important_announcement,
    qualification: row.qualification,
    skills: row.skills,
    workExperience: row.work_experience,
    hobbies: row.hobbies,
    locations: row.locations,
    linkedinProfileLink: row.linkedin_profile_link,
    facebookProfileLink: row.facebook_profile_link,
    twitterProfileLink: row.twitter_profile_link,
    personalWebsiteLink: row.personal_website_link,
    publish: row.publish,
    interfaceLanguage: isInterfaceLanguage(row.interface_language) ? row.interface_language : null,
    albumImages,
    ...flags,
  };
}
