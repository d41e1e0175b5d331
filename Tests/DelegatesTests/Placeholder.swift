// Replaced by the behaviour tests.
