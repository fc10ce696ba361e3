import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './index';

function Harness({ onSearch }: { onSearch: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="搜索文章"
      value={value}
      onChange={setValue}
      onSearch={onSearch}
      maxLength={30}
      placeholder="搜索文章、政策文号"
    />
  );
}

describe('SearchBox', () => {
  it('searches the trimmed keyword on the keyboard search key and clears with ×', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '搜索文章' });
    expect(box).toHaveAttribute('maxlength', '30');
    expect(box).toHaveAttribute('enterkeyhint', 'search');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    fireEvent.change(box, { target: { value: '  留抵退税 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('留抵退税');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(box).toHaveValue('');
  });
});
