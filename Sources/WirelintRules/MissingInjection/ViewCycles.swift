import WirelintGraph

/// Views that construct one another, found while `ViewTreeAnalysis` works out their needs: a
/// component renderer that draws whatever its data describes, tabs and stacks that draw the
/// renderer again for their children (`ComponentsView` → `TabsView` → `StackView` →
/// `ComponentsView`).
///
/// The needs are worked out depth first, so the views of such a cycle are found the way
/// Tarjan's algorithm finds a strongly connected component: a view met again while its own
/// needs are still being worked out closes a cycle with every view above it on the way, and so
/// does a view already done whose group is still open (its first view not done yet). A group
/// is complete when its first view is done; the views it holds are then handed back once.
struct ViewCycles {
    private struct Group {
        var members: [LinkedType]
        /// The depth, in the views being worked out, of the group's first view.
        var rootDepth: Int
    }

    private var groupIDs: [ObjectIdentifier: Int] = [:]
    private var groups: [Int: Group] = [:]
    private var nextID = 0

    /// Whether some group is still open: until one is, a view already done closes nothing, and
    /// looking it up is skipped.
    var hasOpenGroups: Bool { !groups.isEmpty }

    /// The depth of the first view of the open group `type` belongs to, if any.
    func openGroupDepth(of type: LinkedType) -> Int? {
        groupIDs[ObjectIdentifier(type)].flatMap { groups[$0]?.rootDepth }
    }

    /// Records that the views `path` (from `depth` up to the one being worked out) construct
    /// one another: one group with every open group any of them is in.
    mutating func close(_ path: ArraySlice<LinkedType>, at depth: Int) {
        var members: [LinkedType] = []
        var rootDepth = depth
        var merged: Set<Int> = []
        for type in path {
            guard let id = groupIDs[ObjectIdentifier(type)] else {
                members.append(type)
                continue
            }
            guard merged.insert(id).inserted, let group = groups.removeValue(forKey: id) else { continue }
            members += group.members
            rootDepth = min(rootDepth, group.rootDepth)
        }
        let id = nextID
        nextID += 1
        for type in members { groupIDs[ObjectIdentifier(type)] = id }
        groups[id] = Group(members: members, rootDepth: rootDepth)
    }

    /// The views of `type`'s group when `type`, at `depth`, is its first view and so completes
    /// it; nil otherwise.
    mutating func completed(by type: LinkedType, at depth: Int) -> [LinkedType]? {
        guard let id = groupIDs[ObjectIdentifier(type)], let group = groups[id], group.rootDepth == depth else { return nil }
        groups[id] = nil
        for member in group.members { groupIDs[ObjectIdentifier(member)] = nil }
        return group.members
    }
}
