import WirelintFacts

/// Which construction each injection of a body is drawn going into. The facts record an
/// injection on every construction it is chained onto or reaches (the view, the container
/// around it, a `self.cart` argument): the picture draws it once, into the project's view it
/// reaches if there is one, else into the first construction that is not a member access.
struct InjectionTargets {
    /// In the order the injections first appear.
    private(set) var targets: [(injection: Injection, construction: Int)] = []

    /// `included` says which constructions belong to the tree; `isProjectView` which are the project's views.
    init(of body: BodyFacts, including included: (Int) -> Bool, isProjectView: (Construction) -> Bool) {
        var positions: [SourceRange: (target: Int, rank: Int)] = [:]
        for (index, construction) in body.constructions.enumerated() where included(index) {
            let rank = isProjectView(construction) ? 0 : construction.isOfMember ? 2 : 1
            for injection in construction.injections {
                if let known = positions[injection.range] {
                    if rank < known.rank {
                        targets[known.target].construction = index
                        positions[injection.range] = (known.target, rank)
                    }
                } else {
                    positions[injection.range] = (targets.count, rank)
                    targets.append((injection, index))
                }
            }
        }
    }
}
