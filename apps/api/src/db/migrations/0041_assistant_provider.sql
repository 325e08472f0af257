-- Which provider wrote a stored answer ('local' is the demo interpreter, 'llm' a configured model), so a conversation
-- read back from the history keeps its "demo mode" label. Answers stored before this column have none.
alter table assistant_messages add column provider text check (provider in ('local', 'llm'));
