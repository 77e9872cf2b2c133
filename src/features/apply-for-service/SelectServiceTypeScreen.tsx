import { useId } from 'react';
import { applyForServiceErrors } from '../../domain/apply-for-service/errors.ts';
import {
  REQUEST_TYPES,
  serviceChoiceOf,
  validateServiceChoice,
} from '../../domain/apply-for-service/application.ts';
import { applyForServiceMessages as messages } from '../../domain/apply-for-service/messages.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { useNavigationState, usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { useAccountTypes } from './account-types.ts';
import * as styles from './ApplyForServiceScreen.css.ts';

interface ChoiceForm {
  requestType: string;
  accountType: string;
}

/** The request types to choose from, read in the active language. */
const requestChoices = () => REQUEST_TYPES.map((value) => ({ value, label: messages.requestTypes[value] }));

/**
 * New Service (service-type/select-service-type, the home page's tile when the site has account types):
 * start, stop or move, and the type of service, then Continue to the application carrying both.
 */
export function SelectServiceTypeScreen() {
  const headingId = useId();
  const accountTypes = useAccountTypes();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.selectTitle}
      </h2>
      <p className={styles.text}>{messages.selectInstructions}</p>
      <LoadState query={accountTypes} errors={applyForServiceErrors} loadingLabel={messages.loading}>
        {(types) => <ChoiceStep types={types} />}
      </LoadState>
    </section>
  );
}

function ChoiceStep({ types }: { types: readonly { accountType: string; description: string }[] }) {
  const navigation = usePortalNavigation();
  const initial = serviceChoiceOf(useNavigationState());
  const typeNames = types.map(({ accountType }) => accountType);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<ChoiceForm>({
    defaultValues: {
      requestType: initial.requestType,
      accountType: typeNames.includes(initial.accountType) ? initial.accountType : '',
    },
    validate: (values) => validateServiceChoice(values, typeNames),
  });
  const submit = handleSubmit(({ requestType, accountType }) =>
    navigation.navigate('service-type/application-for-service', { state: { requestType, accountType } }),
  );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <RadioGroupField
        legend={messages.requestType}
        choices={requestChoices()}
        registration={register('requestType')}
        error={errors.requestType?.message}
      />
      {types.length > 0 && (
        <SelectField
          label={messages.accountType}
          required
          placeholder={messages.selectAccountType}
          options={types.map(({ accountType, description }) => ({ value: accountType, label: description }))}
          error={errors.accountType?.message}
          {...register('accountType')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" width="fullOnMobile">
          {messages.continue}
        </Button>
      </div>
    </form>
  );
}
