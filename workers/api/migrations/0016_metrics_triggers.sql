-- Filled in by the studio work of issue #18 (triggers); a no-op until then.
SELECT 1;
