import { unclaimedCapitalCreditsMessages as messages } from '../../domain/unclaimed-capital-credits/messages.ts';
import {
  canSearch,
  SEARCH_NAME_MAX_LENGTH,
  searchRequest,
  type UnclaimedSearch,
} from '../../domain/unclaimed-capital-credits/search.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './UnclaimedCapitalCreditsScreen.css.ts';

export interface SearchFormProps {
  /** The names shown first: the last search's, when the visitor comes back from a claim. */
  readonly initial: UnclaimedSearch;
  readonly onSearch: (search: UnclaimedSearch) => void;
}

/** Step one's names (spec 03 §5): Search is disabled until one is given; Enter in any field searches. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { register, handleSubmit, watch } = useDomainForm<UnclaimedSearch>({ defaultValues: initial });
  const ready = canSearch(watch());
  const submit = handleSubmit((search) => {
    if (canSearch(search)) onSearch(searchRequest(search));
  });
  const name = (label: string, field: keyof UnclaimedSearch, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={SEARCH_NAME_MAX_LENGTH}
      {...register(field)}
    />
  );
  return (
    <form
      className={styles.searchForm}
      role="search"
      aria-label={messages.searchHeading}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {name(messages.firstName, 'firstName', 'given-name')}
      {name(messages.lastName, 'lastName', 'family-name')}
      {name(messages.companyName, 'companyName', 'organization')}
      <Button type="submit" disabled={!ready} width="fullOnMobile">
        {messages.search}
      </Button>
    </form>
  );
}
