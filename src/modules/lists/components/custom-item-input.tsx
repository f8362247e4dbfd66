"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DID_YOU_MEAN_LABEL, applySuggestion, misspelledMessage, suggestSpelling, validateCustomItem, type SpellingIssue } from "../quick-add";

/**
 * Custom Quick Add item: the spec's rules, then a spelling check. A word with close dictionary
 * matches is held back with up to three "Did you mean:" buttons (a click swaps the word in);
 * a word with no close match is accepted as typed.
 */
export function CustomItemInput({ onAdd, disabled }: { onAdd: (name: string) => void; disabled?: boolean }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [issues, setIssues] = useState<SpellingIssue[]>([]);

  const tryAdd = (value: string, { skipSpelling = false } = {}) => {
    const check = validateCustomItem(value);
    if (!check.ok) {
      setError(check.message);
      setIssues([]);
      return;
    }
    const found = skipSpelling ? [] : suggestSpelling(check.value);
    setError(null);
    if (found.length > 0) {
      setIssues(found);
      return;
    }
    onAdd(check.value);
    setText("");
    setIssues([]);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    tryAdd(text);
  };

  const pick = (word: string, suggestion: string) => {
    const next = applySuggestion(text, word, suggestion);
    setText(next);
    tryAdd(next);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <Field
          id="quick-add-custom"
          label="Custom item"
          placeholder="e.g. Greek yogurt"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
            setIssues([]);
          }}
          error={error}
          disabled={disabled}
          className="flex-1"
        />
        <Button type="submit" variant="outline" className="mt-6" disabled={disabled}>Add</Button>
      </div>
      {issues.length > 0 ? (
        <div aria-live="polite" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {issues.map((issue) => (
            <div key={issue.word} className="mb-2 last:mb-0">
              <p className="font-medium">{misspelledMessage(issue.word)}</p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5">
                <span>{DID_YOU_MEAN_LABEL}</span>
                {issue.suggestions.map((s) => (
                  <Button key={s} variant="outline" className="px-2 py-1 text-xs" onClick={() => pick(issue.word, s)}>{s}</Button>
                ))}
              </div>
            </div>
          ))}
          <button type="button" className="mt-2 text-xs underline" onClick={() => tryAdd(text, { skipSpelling: true })}>
            Add &ldquo;{text.trim()}&rdquo; as typed
          </button>
        </div>
      ) : null}
    </form>
  );
}
