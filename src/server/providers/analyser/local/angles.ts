// The stakeholders and kinds of evidence a story of each category usually includes; a
// perspective counts as present when one of its cue words appears in the article.

/** `heard`: a group of people, covered only when one of them speaks (a quoted or attributed sentence). */
export type Angle = { who: string; cues: string[]; why: string; heard?: boolean };

const EXPERTS: Angle = {
  who: 'Independent experts',
  cues: ['expert', 'analyst', 'economist', 'professor', 'researcher', 'scientist', 'academic', 'independent'],
  why: 'someone without a stake can say whether the claims hold up',
};
const CRITICS: Angle = {
  who: 'Critics or the other side',
  cues: [
    'critic',
    'critics',
    'opposition',
    'oppose',
    'opposed',
    'opponent',
    'objection',
    'rival',
    'disagree',
    'protest',
    'protesters',
  ],
  why: 'a story told from one side cannot show what is disputed',
};
const DATA: Angle = {
  who: 'Figures and evidence',
  cues: [
    'per cent',
    '%',
    'percent',
    'data',
    'survey',
    'study',
    'report',
    'figures',
    'statistics',
    'crore',
    'lakh',
    'million',
    'billion',
  ],
  why: 'numbers let the reader judge the size of what is claimed',
};
const COST: Angle = {
  who: 'Cost and who pays',
  cues: ['cost', 'budget', 'crore', 'lakh', 'fund', 'price', '₹', 'rupee', 'tax', 'spend'],
  why: 'without the cost the trade-off cannot be weighed',
};

export const CATEGORY_ANGLES: Record<string, Angle[]> = {
  India: [
    {
      who: 'Residents and the people affected',
      cues: ['resident', 'citizen', 'villager', 'commuter', 'family', 'families', 'local', 'people'],
      why: 'they live with the outcome',
      heard: true,
    },
    {
      who: 'Officials responsible',
      cues: ['minister', 'official', 'government', 'department', 'authority', 'commissioner', 'corporation', 'court'],
      why: 'someone must answer for the decision',
    },
    CRITICS,
    COST,
    EXPERTS,
  ],
  Politics: [
    {
      who: 'Voters and citizens',
      cues: ['voter', 'citizen', 'public', 'resident', 'people'],
      why: 'politics is about their lives, not only about parties',
      heard: true,
    },
    {
      who: 'The opposition',
      cues: ['opposition', 'rival', 'congress', 'bjp', 'party', 'critic'],
      why: 'a political claim needs its answer',
    },
    EXPERTS,
    DATA,
    {
      who: 'The law or rules involved',
      cues: ['law', 'act', 'bill', 'constitution', 'court', 'rule', 'election commission'],
      why: 'it shows what can actually happen next',
    },
  ],
  Business: [
    {
      who: 'Workers and employees',
      cues: ['worker', 'employee', 'staff', 'jobs', 'union', 'layoff'],
      why: 'business decisions change jobs and pay',
      heard: true,
    },
    {
      who: 'Customers and consumers',
      cues: ['customer', 'consumer', 'buyer', 'user', 'price', 'household'],
      why: 'they pay for the outcome',
      heard: true,
    },
    {
      who: 'Investors and markets',
      cues: ['investor', 'shareholder', 'market', 'shares', 'stock', 'sensex', 'nifty'],
      why: 'market reaction tests the claims',
    },
    {
      who: 'Regulators',
      cues: ['regulator', 'sebi', 'rbi', 'reserve bank', 'competition commission', 'ministry', 'rules'],
      why: 'they decide what is allowed',
    },
    {
      who: 'Competitors',
      cues: ['rival', 'competitor', 'competition', 'peer'],
      why: 'they show whether this is unusual',
    },
    DATA,
  ],
  Technology: [
    {
      who: 'Users',
      cues: ['user', 'customer', 'consumer', 'people', 'subscriber'],
      why: 'they live with the product or rule',
      heard: true,
    },
    {
      who: 'Privacy and security',
      cues: ['privacy', 'security', 'data protection', 'breach', 'safety', 'consent'],
      why: 'new technology often carries risks the maker does not mention',
    },
    {
      who: 'Regulators',
      cues: ['regulator', 'ministry', 'meity', 'law', 'rules', 'government'],
      why: 'they decide what is allowed',
    },
    EXPERTS,
    COST,
  ],
  Science: [
    {
      who: 'Independent scientists',
      cues: ['independent', 'other scientists', 'not involved', 'peer', 'expert', 'researcher'],
      why: 'a result means more once others check it',
    },
    {
      who: 'Where it was published',
      cues: ['journal', 'published', 'peer-reviewed', 'preprint', 'study'],
      why: 'it tells how far the result has been checked',
    },
    {
      who: 'Limits and uncertainty',
      cues: ['limit', 'uncertain', 'caution', 'small sample', 'early', 'further research', 'margin'],
      why: 'every result has limits the reader should know',
    },
    { who: 'Funding', cues: ['funded', 'funding', 'grant', 'sponsor'], why: 'who paid can shape what is studied' },
    {
      who: 'What it means for people',
      cues: ['people', 'public', 'patients', 'everyday', 'daily life'],
      why: 'it turns a finding into news',
    },
  ],
  Health: [
    {
      who: 'Patients',
      cues: ['patient', 'people', 'families', 'sufferers', 'cases'],
      why: 'they are the ones treated',
      heard: true,
    },
    {
      who: 'Doctors and health workers',
      cues: ['doctor', 'nurse', 'health worker', 'physician', 'hospital', 'asha'],
      why: 'they know what works in practice',
    },
    {
      who: 'Evidence',
      cues: ['study', 'trial', 'data', 'research', 'per cent', '%', 'evidence'],
      why: 'health claims need evidence behind them',
    },
    {
      who: 'Risks and side effects',
      cues: ['risk', 'side effect', 'safety', 'adverse', 'warning'],
      why: 'benefits mean little without the risks',
    },
    {
      who: 'Cost and access',
      cues: ['cost', 'free', 'price', 'afford', 'access', 'insurance', 'ayushman'],
      why: 'a treatment helps only those who can reach it',
    },
  ],
  Environment: [
    {
      who: 'Local communities',
      cues: ['resident', 'villager', 'farmer', 'fisher', 'community', 'tribal', 'local'],
      why: 'they live with the environmental change',
      heard: true,
    },
    {
      who: 'Scientists and data',
      cues: ['scientist', 'study', 'data', 'researcher', 'per cent', '%', 'measured'],
      why: 'environmental claims need measurement',
    },
    {
      who: 'Industry',
      cues: ['industry', 'company', 'factory', 'plant', 'developer', 'business'],
      why: 'industry is often the cause or the fix',
    },
    {
      who: 'Regulators and enforcement',
      cues: ['pollution control', 'ministry', 'tribunal', 'ngt', 'regulator', 'court', 'rules'],
      why: 'rules matter only if enforced',
    },
    COST,
  ],
  Sports: [
    { who: 'Players', cues: ['player', 'captain', 'athlete', 'batter', 'bowler', 'team'], why: 'they play the game' },
    {
      who: 'Coaches and selectors',
      cues: ['coach', 'selector', 'manager', 'staff'],
      why: 'they explain the choices made',
    },
    {
      who: 'The other side',
      cues: ['opponent', 'rival', 'visitors', 'hosts', 'against'],
      why: 'a match has two sides',
    },
    { who: 'Fans', cues: ['fan', 'supporter', 'crowd', 'spectator'], why: 'sport is played for them', heard: true },
    {
      who: 'Statistics',
      cues: ['runs', 'goals', 'average', 'record', 'points', 'wickets', 'per cent'],
      why: 'numbers put the result in context',
    },
  ],
  Entertainment: [
    {
      who: 'Audiences and critics',
      cues: ['audience', 'viewer', 'fan', 'critic', 'review'],
      why: 'they judge the work',
    },
    {
      who: 'The artists and crew',
      cues: ['actor', 'director', 'singer', 'artist', 'crew', 'writer', 'producer'],
      why: 'they made it',
    },
    {
      who: 'Box office or audience figures',
      cues: ['box office', 'crore', 'collection', 'views', 'streams', 'ratings'],
      why: 'figures show how it was received',
    },
    {
      who: 'The industry',
      cues: ['industry', 'studio', 'platform', 'producers', 'bollywood'],
      why: 'it places the story in its business',
    },
  ],
  World: [
    {
      who: 'People on the ground',
      cues: ['resident', 'civilian', 'citizen', 'people', 'local', 'families'],
      why: 'they live with the outcome',
      heard: true,
    },
    {
      who: 'Other governments',
      cues: ['government', 'minister', 'ministry', 'president', 'prime minister', 'officials'],
      why: 'international stories have several governments',
    },
    {
      who: 'International bodies',
      cues: ['united nations', 'un', 'world health organization', 'imf', 'world bank', 'international'],
      why: 'they show how the rest of the world sees it',
    },
    {
      who: 'What it means for India',
      cues: ['india', 'indian', 'new delhi'],
      why: 'readers here want to know how it affects them',
    },
    CRITICS,
  ],
};

export const DEFAULT_ANGLES: Angle[] = [
  {
    who: 'The people affected',
    cues: ['people', 'resident', 'citizen', 'customer', 'worker', 'family'],
    why: 'they live with the outcome',
    heard: true,
  },
  CRITICS,
  EXPERTS,
  DATA,
];
