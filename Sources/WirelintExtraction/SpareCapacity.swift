import WirelintFacts

// Facts are built by appending as the walk finds them, so each array ends with the spare
// capacity of its last doubling: about a quarter of the facts held for the whole run, the
// largest part of a cold run's peak memory. Each file's facts are copied into arrays of exact
// size once its walk is done (facts decoded from the cache are exact already).

extension Array {
    /// The same elements in a buffer of exactly their count.
    fileprivate func withoutSpareCapacity() -> [Element] {
        guard capacity > count else { return self }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(from: self).1
        }
    }
}

extension FileFacts {
    mutating func releaseSpareCapacity() {
        types = types.map { type in
            var type = type
            type.inherited = type.inherited.withoutSpareCapacity()
            type.attributes = type.attributes.withoutSpareCapacity()
            type.conditions = type.conditions.withoutSpareCapacity()
            type.properties = type.properties.map { property in
                var property = property
                property.initializerStaticReads = property.initializerStaticReads?.withoutSpareCapacity()
                return property
            }
            type.functions = type.functions.map { function in
                var function = function
                function.parameters = function.parameters.withoutSpareCapacity()
                function.attributes = function.attributes.withoutSpareCapacity()
                function.conditions = function.conditions.withoutSpareCapacity()
                function.body.releaseSpareCapacity()
                return function
            }
            return type
        }
        previews = previews.map { preview in
            var preview = preview
            preview.conditions = preview.conditions.withoutSpareCapacity()
            preview.body.releaseSpareCapacity()
            return preview
        }
        environmentKeys = environmentKeys.withoutSpareCapacity()
        environmentValues = environmentValues.withoutSpareCapacity()
        directives = directives.withoutSpareCapacity()
    }
}

extension BodyFacts {
    fileprivate mutating func releaseSpareCapacity() {
        reads = reads.withoutSpareCapacity()
        selfCalls = selfCalls.withoutSpareCapacity()
        mutations = mutations.withoutSpareCapacity()
        staticWrites = staticWrites.withoutSpareCapacity()
        constructions = constructions.map { construction in
            var construction = construction
            construction.arguments = construction.arguments.withoutSpareCapacity()
            construction.injections = construction.injections.withoutSpareCapacity()
            return construction
        }
        staticReads = staticReads.withoutSpareCapacity()
        wrapperAssignments = wrapperAssignments?.withoutSpareCapacity()
        environmentReads = environmentReads?.withoutSpareCapacity()
    }
}
