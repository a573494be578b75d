enum Discovery {}
