import WirelintFacts

/// The constructions of an `App`'s body that belong to one scene: the scene's own (whose
/// chained injections reach all its windows) and those it encloses, directly or through other
/// constructions. The other scenes of the same body are not its tree.
struct SceneTree {
    let body: BodyFacts
    let scene: Int

    func contains(_ index: Int) -> Bool {
        var current: Int? = index
        var steps = 0
        while let candidate = current, steps <= body.constructions.count {
            if candidate == scene { return true }
            current = body.constructions[candidate].enclosing
            steps += 1
        }
        return false
    }
}
