enum Suppression {}
