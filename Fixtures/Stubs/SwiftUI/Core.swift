// Stand-in for Apple's SwiftUI, used only to type-check fixture sources on
// Linux. Public signatures mirror the real framework (current SDKs, iOS 17
// API surface); bodies are placeholders and must never run.

@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit
#if canImport(FoundationNetworking)
// On Apple platforms `import SwiftUI` also brings in URLSession & co.
@_exported import FoundationNetworking
#endif

// MARK: - View

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Placeholder body shared by the primitive views of this stub.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        fatalError()
    }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        fatalError()
    }
}

// MARK: - Structural views

@frozen
public struct EmptyView: _PrimitiveView {
    @inlinable public init() {}
}

@frozen
public struct TupleView<T>: _PrimitiveView {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen
public struct AnyView: _PrimitiveView {
    public init<V>(_ view: V) where V: View { fatalError() }
    public init<V>(erasing view: V) where V: View { fatalError() }
    public init?(_fromValue value: Any) { fatalError() }
}

@frozen
public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - ViewModifier

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier>: _PrimitiveView where Modifier: ViewModifier {}

@frozen
public struct EmptyModifier: ViewModifier {
    public static let identity: EmptyModifier = EmptyModifier()
    public typealias Body = Never
    @inlinable nonisolated public init() {}
    public func body(content: Content) -> Never { fatalError() }
}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { fatalError() }
}

extension ViewModifier {
    @inlinable public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Helper used by the stubbed modifiers to produce an opaque result.
    @inlinable nonisolated public func _stubModified() -> ModifiedContent<Self, EmptyModifier> {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

// MARK: - DynamicProperty

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - ForEach

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

// MARK: - Collection helpers SwiftUI adds for onDelete/onMove

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}

extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}
