import { Search, X } from 'lucide-react';
import './search-box.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The keyboard's search key or Enter. */
  onSearch: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  label: string;
};

/** A search field: a form with role search, so a phone keyboard shows its 搜索 key; × clears it. */
export function SearchBox({ value, onChange, onSearch, placeholder, maxLength, label }: Props) {
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <Search className="search-box__icon" aria-hidden size={16} />
      <input
        type="search"
        className="search-box__input"
        aria-label={label}
        enterKeyHint="search"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="search-box__clear"
          aria-label="清除"
          onClick={() => onChange('')}
        >
          <X size={14} aria-hidden />
        </button>
      ) : null}
    </form>
  );
}
