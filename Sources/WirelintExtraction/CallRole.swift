@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// When what is passed to a call runs, as far as the first drawing of a view is concerned:
/// presented content (`sheet { … }`, a `NavigationLink` destination) appears only after
/// interaction, and an action (`Button { … }`, `onTapGesture { … }`, `onSubmit { … }`) runs only
/// when the user acts. Everything else — content closures, `task`, `onAppear`, plain
/// arguments — runs while the view is drawn.
enum CallRole: Equatable {
    /// `sheet`, `fullScreenCover`, `alert`, …: the closures passed to it are presented.
    case presentationModifier
    /// `NavigationLink`: its destination is presented.
    case navigationLink
    /// `Button`: its action runs on a tap; its label is drawn.
    case button
    /// `onTapGesture`, `onSubmit`, `refreshable`, `onChange(of:)`'s action, …: the closures
    /// passed to it, and a handler passed as `perform:`, run on an event.
    case eventHandler
    case other

    /// Asked of every call in every body: most names are in no list, and a lookup by length
    /// then equality of short strings costs far less than hashing each name.
    init(callee name: String?) {
        guard let name else {
            self = .other
            return
        }
        self = Self.role(named: name) ?? .other
    }

    private static func role(named name: String) -> CallRole? {
        let count = name.utf8.count
        guard count < rolesByLength.count else { return nil }
        for (candidate, role) in rolesByLength[count] where candidate == name { return role }
        return nil
    }

    /// The named roles, by the UTF-8 length of the name.
    private static let rolesByLength: [[(name: String, role: CallRole)]] = {
        let roles: [(names: Set<String>, role: CallRole)] = [
            (Knowledge.presentationModifiers, .presentationModifier), (Knowledge.eventHandlers, .eventHandler),
            (Knowledge.navigationLinks, .navigationLink), (Knowledge.buttons, .button),
        ]
        let named = roles.flatMap { names, role in names.map { ($0, role) } }
        var table = [[(name: String, role: CallRole)]](repeating: [], count: named.map(\.0.utf8.count).max()! + 1)
        for (name, role) in named { table[name.utf8.count].append((name, role)) }
        return table
    }()

    /// Whether an argument label passes an action whatever the call: `action:`, one ending in
    /// `Action` (`Menu(primaryAction:)`, a library view's `secondaryAction:`), `completion:`,
    /// `handler:`, or an `on…:` callback other than `onAppear:` (`TextField(onCommit:)`,
    /// `sheet(onDismiss:)`, a project view's `onSelect:`). Compared as syntax text: every
    /// argument of every call is asked.
    static func isActionLabel(_ label: SyntaxText) -> Bool {
        if label == "action" || label.hasSuffix("Action") || label == "completion" || label == "handler" { return true }
        guard label.count > 2, label[0] == UInt8(ascii: "o"), label[1] == UInt8(ascii: "n"),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(label[2]) else { return false }
        return label != "onAppear"
    }

    /// Where an argument's expression runs.
    func placement(of argument: RawLabeledExprSyntax, in call: RawFunctionCallExprSyntax) -> Construction.Placement {
        let label = argument.label?.tokenText
        let isClosure = argument.expression.raw.kind == .closureExpr
        if let label, Self.isActionLabel(label) { return .interaction }
        switch self {
        case .presentationModifier:
            if Self.isPresentedFromStart(call) { return .immediate }
            // `content: sheetView` passes a method that builds the presented content.
            return isClosure || label.map(Self.isPresentedContentLabel) == true ? .presentation : .immediate
        case .navigationLink:
            return label == "destination" ? .presentation : .immediate
        case .eventHandler:
            if label == "perform" || isClosure { return runsOnEvent(call) ? .interaction : .immediate }
            return .immediate
        case .button, .other:
            return .immediate
        }
    }

    /// Whether a closure passed to a call may be an action that only the project's declarations
    /// reveal (see `ClosureArgument`): passed to a call no list places, where it would be
    /// taken as drawn. SwiftUI's modifiers and containers and Swift's own closure-taking
    /// functions are left out: their closures are content, or run at once, whatever the project
    /// declares.
    static func mayTakeAction(role: CallRole, placement: Construction.Placement, callee: String?) -> Bool {
        guard role == .other, placement == .immediate, let callee else { return false }
        return !Knowledge.swiftUIModifiers.contains(callee) && !Knowledge.callsWithoutActions.contains(callee)
    }

    /// The labels under which presentation modifiers take what they present: a closure or a
    /// method (`sheet(item: $sheet, content: sheetView)`); their other arguments (`item:`,
    /// `isPresented:`, a title) are read while the view is drawn.
    private static func isPresentedContentLabel(_ label: SyntaxText) -> Bool {
        label == "content" || label == "destination" || label == "actions" || label == "message"
    }

    /// Where the (first) trailing closure runs; `constructedType` is the type the call
    /// constructs, if it constructs one.
    func placementOfTrailingClosure(of call: RawFunctionCallExprSyntax, constructedType: String?) -> Construction.Placement {
        let labels = call.arguments.items.map { $0.label?.tokenText }
        switch self {
        case .presentationModifier:
            return Self.isPresentedFromStart(call) ? .immediate : .presentation
        case .navigationLink:
            // The destination in `NavigationLink { Destination() } label: { … }` and
            // `NavigationLink("Title") { Destination() }`; the label when a destination or value
            // was passed as an argument.
            if labels.contains("destination") || labels.contains("value") { return .immediate }
            return !call.additionalTrailingClosures.items.isEmpty || labels.first == .some(nil) ? .presentation : .immediate
        case .button:
            // The action, unless one was passed as `action:` (then it is the label).
            return labels.contains("action") ? .immediate : .interaction
        case .eventHandler:
            return runsOnEvent(call) ? .interaction : .immediate
        case .other:
            guard let constructedType, let closure = call.trailingClosure, !Knowledge.runsWhenCreated.contains(constructedType),
                  Self.isPlainCode(closure) else { return .immediate }
            // A view's closure that cannot be view content is a callback: a library button's
            // action (`OnboardingActionsView("Next") { await … }`).
            return .interaction
        }
    }

    /// Whether a closure holds a statement no view builder accepts: an `await`, an assignment
    /// (`isSaving = true`, `_ = try? save()`), or a `do`, `guard`, `defer`, `throw` or loop,
    /// also in a branch of an `if` or `switch` (`case .failure: showsError = true`).
    /// Content closures are view builders, whose branches hold views too; such a closure is
    /// code the callee calls.
    private static func isPlainCode(_ closure: RawClosureExprSyntax) -> Bool {
        holdsPlainCode(closure.statements)
    }

    private static func holdsPlainCode(_ statements: RawCodeBlockItemListSyntax) -> Bool {
        statements.items.contains { item in
            switch RawCodeBlockItemSyntax.Item(item.item) {
            case .stmt(let statement):
                if let expression = statement.as(RawExpressionStmtSyntax.self)?.expression { return isPlainCode(expression) }
                return [.doStmt, .guardStmt, .deferStmt, .throwStmt, .whileStmt, .repeatStmt].contains(statement.raw.kind)
            case .expr(let expression):
                return isPlainCode(expression)
            case .decl, nil:
                return false
            }
        }
    }

    private static func holdsPlainCode(_ choice: RawIfExprSyntax) -> Bool {
        if holdsPlainCode(choice.body.statements) { return true }
        switch choice.elseBody.flatMap(RawIfExprSyntax.ElseBody.init) {
        case nil: return false
        case .ifExpr(let next): return holdsPlainCode(next)
        case .codeBlock(let block): return holdsPlainCode(block.statements)
        }
    }

    /// Whether every statement calls a method of one of the view's values (`path.nextStep()`,
    /// `model.save()`), also in each branch of an `if` or `switch` (see
    /// `ClosureArgument.onlyCallsMethods`). A modifier (`content.padding()`), a call given a
    /// closure (`items.map { … }`) or one of the view's own members (`self.row(…)`) may build
    /// content, and is not such a call.
    static func onlyCallsMethodsOfValues(_ statements: RawCodeBlockItemListSyntax) -> Bool {
        !statements.items.isEmpty && statements.items.allSatisfy { item in
            let expression: RawExprSyntax
            switch RawCodeBlockItemSyntax.Item(item.item) {
            case .expr(let value): expression = value
            // An `if` or `switch` statement.
            case .stmt(let statement):
                guard let value = statement.as(RawExpressionStmtSyntax.self)?.expression else { return false }
                expression = value
            case .decl, nil: return false
            }
            if let call = expression.as(RawFunctionCallExprSyntax.self) { return isMethodCallOfValue(call) }
            if let choice = expression.as(RawIfExprSyntax.self) { return onlyCallsMethodsOfValues(choice) }
            guard let choice = expression.as(RawSwitchExprSyntax.self) else { return false }
            return choice.cases.elements.allSatisfy { element in
                guard let arm = element.as(RawSwitchCaseSyntax.self) else { return false }
                return onlyCallsMethodsOfValues(arm.statements)
            }
        }
    }

    private static func onlyCallsMethodsOfValues(_ choice: RawIfExprSyntax) -> Bool {
        guard onlyCallsMethodsOfValues(choice.body.statements) else { return false }
        switch choice.elseBody.flatMap(RawIfExprSyntax.ElseBody.init) {
        case nil: return true
        case .ifExpr(let next): return onlyCallsMethodsOfValues(next)
        case .codeBlock(let block): return onlyCallsMethodsOfValues(block.statements)
        }
    }

    /// `path.nextStep()`, `self.path.append(…)`: a method of a named value, not of `self`, that
    /// is no modifier and is given no closure.
    private static func isMethodCallOfValue(_ call: RawFunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), let base = member.base,
              call.trailingClosure == nil, !call.arguments.items.contains(where: { $0.expression.raw.kind == .closureExpr }),
              !Knowledge.swiftUIModifiers.contains(member.declName.baseName.text) else { return false }
        if let name = base.as(RawDeclReferenceExprSyntax.self) { return !name.baseName.isKeyword("self") && !SyntaxNames.isTypeName(name.baseName.text) }
        guard let property = base.as(RawMemberAccessExprSyntax.self) else { return false }
        return property.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true
    }

    private static func isPlainCode(_ expression: RawExprSyntax) -> Bool {
        if expression.raw.kind == .awaitExpr { return true }
        if let choice = expression.as(RawIfExprSyntax.self) { return holdsPlainCode(choice) }
        if let choice = expression.as(RawSwitchExprSyntax.self) {
            return choice.cases.elements.contains { $0.as(RawSwitchCaseSyntax.self).map { holdsPlainCode($0.statements) } ?? false }
        }
        if let attempt = expression.as(RawTryExprSyntax.self) { return attempt.expression.raw.kind == .awaitExpr }
        guard let sequence = expression.as(RawSequenceExprSyntax.self) else { return false }
        return sequence.elements.elements.contains { element in
            if element.raw.kind == .assignmentExpr { return true }
            guard let operation = element.as(RawBinaryOperatorExprSyntax.self) else { return false }
            let text = operation.operator.tokenText
            // `+=`, `-=`, `??=` and the like; not `==`, `!=`, `<=`, `>=`.
            return text.count > 1 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }
    }

    /// Where a labelled trailing closure runs (`label:`, `message:`, `primaryAction:`).
    func placementOfTrailingClosure(labeled label: SyntaxText) -> Construction.Placement {
        if Self.isActionLabel(label) { return .interaction }
        return self == .presentationModifier ? .presentation : .immediate
    }

    /// `.sheet(isPresented: .constant(true)) { … }`: a presentation that is shown as soon as the
    /// view is, as previews of a sheet's content write it.
    static func isPresentedFromStart(_ call: RawFunctionCallExprSyntax) -> Bool {
        call.arguments.items.contains { argument in
            guard argument.label?.tokenText == "isPresented", let binding = argument.expression.as(RawFunctionCallExprSyntax.self),
                  let member = binding.calledExpression.as(RawMemberAccessExprSyntax.self),
                  Knowledge.fixedBindingFunctions.contains(member.declName.baseName.text),
                  let value = binding.arguments.items.first?.expression.as(RawBooleanLiteralExprSyntax.self)
            else { return false }
            return value.literal.tokenText == "true"
        }
    }

    /// `onChange(of:initial: true)` also runs its action when the view appears.
    private func runsOnEvent(_ call: RawFunctionCallExprSyntax) -> Bool {
        !call.arguments.items.contains { $0.label?.tokenText == "initial" }
    }
}
