import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { stateFilter, stateOptions } from '#app/features/payments/state-names.ts';

type Props = {
  name: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
  state: GetInputPropsReturnType;
  email: string;
};

/** The buyer block of an order: name, read-only e-mail, phone and state (the place of supply). */
export function BuyerFields({ name, phone, state, email }: Props) {
  const { t, i18n } = useLingui();
  const states = stateOptions(i18n);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t`Name`} required autoComplete="name" maxLength={20} {...name} />
      <TextInput
        label={t`E-mail`}
        required
        readOnly
        variant="filled"
        value={email}
        description={t`From your sign-in`}
      />
      <TextInput
        label={t`Phone`}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        description={t`10-digit mobile number`}
        {...phone}
      />
      <Select
        label={t`State`}
        required
        searchable
        placeholder={t`Choose your state`}
        description={t`Your state decides the GST heads`}
        data={states}
        filter={stateFilter}
        nothingFoundMessage={t`No such state`}
        comboboxProps={{ withinPortal: true }}
        {...state}
        // Enter picks the highlighted state (Mantine handles that after this). It never submits
        // the order: with no state listed, or before the list shows, the form would go out with
        // the state chosen before while the field shows another name.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
    </SimpleGrid>
  );
}
