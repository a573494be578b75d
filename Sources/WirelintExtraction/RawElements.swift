@_spi(RawSyntax) import SwiftSyntax

/// The elements of a raw syntax collection, read in place from its layout.
///
/// swift-syntax's `elements` builds a new array of them on every call; the walk asks for the
/// arguments of every call and the statements of every block, and building and freeing those
/// arrays took 1.5 % of a cold run's instructions.
struct RawElements<Element: RawSyntaxNodeProtocol>: RandomAccessCollection {
    private let children: RawSyntaxBuffer

    init(_ children: RawSyntaxBuffer) {
        self.children = children
    }

    var startIndex: Int { 0 }
    var endIndex: Int { children.count }

    subscript(position: Int) -> Element {
        children[position]!.cast(Element.self)
    }
}

/// A raw syntax collection: a list node whose children are all of one kind.
protocol RawCollectionNode: RawSyntaxNodeProtocol {
    associatedtype Item: RawSyntaxNodeProtocol
    var elements: [Item] { get }
}

extension RawCollectionNode {
    /// The elements, without copying them into an array (see `RawElements`).
    var items: RawElements<Item> { RawElements(raw.layoutView!.children) }
}

extension RawAccessorDeclListSyntax: RawCollectionNode {}
extension RawArrayElementListSyntax: RawCollectionNode {}
extension RawAttributeListSyntax: RawCollectionNode {}
extension RawCatchItemListSyntax: RawCollectionNode {}
extension RawClosureCaptureListSyntax: RawCollectionNode {}
extension RawClosureParameterListSyntax: RawCollectionNode {}
extension RawClosureShorthandParameterListSyntax: RawCollectionNode {}
extension RawCodeBlockItemListSyntax: RawCollectionNode {}
extension RawDeclModifierListSyntax: RawCollectionNode {}
extension RawExprListSyntax: RawCollectionNode {}
extension RawFunctionParameterListSyntax: RawCollectionNode {}
extension RawGenericArgumentListSyntax: RawCollectionNode {}
extension RawGenericParameterListSyntax: RawCollectionNode {}
extension RawIfConfigClauseListSyntax: RawCollectionNode {}
extension RawInheritedTypeListSyntax: RawCollectionNode {}
extension RawKeyPathComponentListSyntax: RawCollectionNode {}
extension RawLabeledExprListSyntax: RawCollectionNode {}
extension RawMemberBlockItemListSyntax: RawCollectionNode {}
extension RawMultipleTrailingClosureElementListSyntax: RawCollectionNode {}
extension RawPatternBindingListSyntax: RawCollectionNode {}
extension RawStringLiteralSegmentListSyntax: RawCollectionNode {}
extension RawSwitchCaseItemListSyntax: RawCollectionNode {}
extension RawTupleTypeElementListSyntax: RawCollectionNode {}
