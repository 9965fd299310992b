import { SORT_OPTIONS, type SortBy } from '../../../contract/constants.ts';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import { Modal } from '../../ui/Modal.tsx';
import * as styles from './FiltersModal.css.ts';

interface FiltersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sortBy: SortBy;
  onSort: (sortBy: SortBy) => void;
  /** Every category the menu has; `selected` are the ticked ones. */
  categories: readonly string[];
  selected: readonly string[];
  onToggleCategory: (category: string) => void;
  search: string;
  onSearch: (text: string) => void;
  onApply: () => void;
  onClearAll: () => void;
}

/** Sort, categories and search text, applied together. */
export function FiltersModal(props: FiltersModalProps) {
  const { sortBy, categories, selected, search } = props;
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Filters"
      footer={
        <>
          <Button variant="outline" onClick={props.onClearAll}>
            Clear All
          </Button>
          <Button type="submit" form="menu-filters">
            Apply
          </Button>
        </>
      }
    >
      <form
        id="menu-filters"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          props.onApply();
        }}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Sort by</legend>
          {SORT_OPTIONS.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                className={styles.control}
                type="radio"
                name="sortBy"
                value={option.value}
                checked={sortBy === option.value}
                onChange={() => props.onSort(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {categories.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Categories</legend>
            <div className={styles.choices}>
              {categories.map((category) => (
                <label key={category} className={styles.choice}>
                  <input
                    className={styles.control}
                    type="checkbox"
                    checked={selected.includes(category)}
                    onChange={() => props.onToggleCategory(category)}
                  />
                  {category}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className={styles.group}>
          <label className={styles.label} htmlFor="menu-filters-search">
            Search the menu
          </label>
          <input
            id="menu-filters-search"
            className={form.input}
            type="search"
            placeholder="Dish or ingredient"
            maxLength={100}
            value={search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
