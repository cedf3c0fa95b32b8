// Stand-ins for SwiftUI navigation: NavigationStack/NavigationPath,
// NavigationLink, navigationDestination, titles, toolbars and search.

// MARK: - NavigationPath

public struct NavigationPath: Equatable {
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }

    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError() }
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable { fatalError() }
    public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }

    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable { fatalError() }
    public mutating func removeLast(_ k: Int = 1) { fatalError() }

    public struct CodableRepresentation: Codable {
        public init(from decoder: Decoder) throws { fatalError() }
        public func encode(to encoder: Encoder) throws { fatalError() }
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

// MARK: - Containers

public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { fatalError() }
}

public struct NavigationView<Content>: _PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    public static var all: NavigationSplitViewVisibility { fatalError() }
    public static var automatic: NavigationSplitViewVisibility { fatalError() }
}

public struct NavigationSplitView<Sidebar, Content, Detail>: _PrimitiveView where Sidebar: View, Content: View, Detail: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { fatalError() }
}

// MARK: - NavigationLink

public struct NavigationLink<Label, Destination>: _PrimitiveView where Label: View, Destination: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Soft-deprecated in the real SDK (no warning on iOS 17), kept compiling.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) where V: Hashable { fatalError() }

    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) where V: Hashable { fatalError() }
}

extension NavigationLink where Destination == Never {
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable { fatalError() }
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable { fatalError() }
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable { fatalError() }
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable { fatalError() }
    @_disfavoredOverload public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable { fatalError() }
    @_disfavoredOverload public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol { fatalError() }

    /// Soft-deprecated in the real SDK (no warning on iOS 17), kept compiling.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, destination: Destination) where S: StringProtocol { fatalError() }

    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { fatalError() }
}

extension NavigationLink {
    public func isDetailLink(_ isDetailLink: Bool) -> some View { _stubModified() }
}

// MARK: - Destinations and titles

extension View {
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { _stubModified() }
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View { _stubModified() }
    public func navigationDestination<D, C>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { _stubModified() }

    public func navigationTitle(_ title: Text) -> some View { _stubModified() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _stubModified() }
    @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _stubModified() }
    public func navigationTitle(_ title: Binding<String>) -> some View { _stubModified() }
    public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where V: View { _stubModified() }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _stubModified() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _stubModified() }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { _stubModified() }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { _stubModified() }

    @available(*, deprecated, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View { _stubModified() }
    @available(*, deprecated, message: "Use toolbar(_:) with navigationBarTrailing placement")
    public func navigationBarItems<T>(trailing: T) -> some View where T: View { _stubModified() }
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

// MARK: - Toolbar

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

public struct _ToolbarContentGroup<T>: CustomizableToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _ToolbarContentGroup<(repeat each Content)> where repeat each Content: ToolbarContent { fatalError() }
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: ToolbarContent, FalseContent: ToolbarContent { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let principal: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let navigation: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let primaryAction: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let secondaryAction: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let status: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let confirmationAction: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let cancellationAction: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let destructiveAction: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let keyboard: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let topBarLeading: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let topBarTrailing: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let bottomBar: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let navigationBarLeading: ToolbarItemPlacement = ToolbarItemPlacement()
    public static let navigationBarTrailing: ToolbarItemPlacement = ToolbarItemPlacement()
}

public struct ToolbarItem<ID, Content>: CustomizableToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

public enum ToolbarPlacement: Hashable, Sendable {
    case automatic, bottomBar, navigationBar, tabBar
}

extension View {
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _stubModified() }
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { _stubModified() }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _stubModified() }
    public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { _stubModified() }
}

// MARK: - Search

public struct SearchFieldPlacement: Sendable {
    public static let automatic: SearchFieldPlacement = SearchFieldPlacement()
    public static let toolbar: SearchFieldPlacement = SearchFieldPlacement()
    public static let sidebar: SearchFieldPlacement = SearchFieldPlacement()
    public static let navigationBarDrawer: SearchFieldPlacement = SearchFieldPlacement()
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic: NavigationBarDrawerDisplayMode = NavigationBarDrawerDisplayMode()
        public static let always: NavigationBarDrawerDisplayMode = NavigationBarDrawerDisplayMode()
    }
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { fatalError() }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { _stubModified() }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { _stubModified() }
    @_disfavoredOverload public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol { _stubModified() }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { _stubModified() }
    public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View { _stubModified() }
    public func searchCompletion(_ completion: String) -> some View { _stubModified() }
}
