// Stand-ins for the common View modifiers: layout, appearance, lifecycle,
// interaction and list/text configuration. All return `some View` like the
// real ones do.

// MARK: - Layout

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { _stubModified() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _stubModified() }
    public func padding(_ length: CGFloat) -> some View { _stubModified() }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _stubModified() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _stubModified() }

    public func fixedSize() -> some View { _stubModified() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _stubModified() }
    public func layoutPriority(_ value: Double) -> some View { _stubModified() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _stubModified() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _stubModified() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _stubModified() }
    public func scaledToFit() -> some View { _stubModified() }
    public func scaledToFill() -> some View { _stubModified() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _stubModified() }
    public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { _stubModified() }
    public func zIndex(_ value: Double) -> some View { _stubModified() }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1)
    public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = SafeAreaRegions(rawValue: 3)
}

@frozen
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

@frozen
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

// MARK: - Appearance

extension View {
    public func font(_ font: Font?) -> some View { _stubModified() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _stubModified() }
    public func fontDesign(_ design: Font.Design?) -> some View { _stubModified() }
    public func bold(_ isActive: Bool = true) -> some View { _stubModified() }
    public func italic(_ isActive: Bool = true) -> some View { _stubModified() }
    public func monospacedDigit() -> some View { _stubModified() }

    public func foregroundColor(_ color: Color?) -> some View { _stubModified() }
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _stubModified() }
    public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { _stubModified() }
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { _stubModified() }
    @_disfavoredOverload public func tint(_ tint: Color?) -> some View { _stubModified() }
    public func accentColor(_ accentColor: Color?) -> some View { _stubModified() }

    @_disfavoredOverload
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { _stubModified() }
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _stubModified() }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _stubModified() }
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _stubModified() }
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _stubModified() }

    @_disfavoredOverload
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _stubModified() }
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _stubModified() }
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _stubModified() }
    public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _stubModified() }

    public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { _stubModified() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _stubModified() }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _stubModified() }
    public func clipped(antialiased: Bool = false) -> some View { _stubModified() }
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { _stubModified() }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _stubModified() }
    public func opacity(_ opacity: Double) -> some View { _stubModified() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _stubModified() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _stubModified() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _stubModified() }
    public func hidden() -> some View { _stubModified() }
    public func redacted(reason: RedactionReasons) -> some View { _stubModified() }
    public func unredacted() -> some View { _stubModified() }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _stubModified() }
    public func imageScale(_ scale: Image.Scale) -> some View { _stubModified() }
    public func controlSize(_ controlSize: ControlSize) -> some View { _stubModified() }
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder: RedactionReasons = RedactionReasons(rawValue: 1)
    public static let privacy: RedactionReasons = RedactionReasons(rawValue: 2)
}

public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

// MARK: - Text configuration

extension View {
    public func lineLimit(_ number: Int?) -> some View { _stubModified() }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _stubModified() }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _stubModified() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _stubModified() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _stubModified() }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { _stubModified() }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { _stubModified() }
    public func textCase(_ textCase: Text.Case?) -> some View { _stubModified() }
    public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability { _stubModified() }
    public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { _stubModified() }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _stubModified() }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _stubModified() }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _stubModified() }
}

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { EnabledTextSelectability() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { DisabledTextSelectability() } }

public struct SubmitLabel: Sendable {
    public static let done: SubmitLabel = SubmitLabel()
    public static let go: SubmitLabel = SubmitLabel()
    public static let send: SubmitLabel = SubmitLabel()
    public static let join: SubmitLabel = SubmitLabel()
    public static let route: SubmitLabel = SubmitLabel()
    public static let search: SubmitLabel = SubmitLabel()
    public static let `return`: SubmitLabel = SubmitLabel()
    public static let next: SubmitLabel = SubmitLabel()
    public static let `continue`: SubmitLabel = SubmitLabel()
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text: SubmitTriggers = SubmitTriggers(rawValue: 1)
    public static let search: SubmitTriggers = SubmitTriggers(rawValue: 2)
}

// MARK: - Styles, lists and controls

extension View {
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { _stubModified() }
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _stubModified() }
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { _stubModified() }
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { _stubModified() }
    public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle { _stubModified() }
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { _stubModified() }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _stubModified() }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { _stubModified() }
    public func listRowBackground<V>(_ view: V?) -> some View where V: View { _stubModified() }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { _stubModified() }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { _stubModified() }
    public func badge(_ count: Int) -> some View { _stubModified() }
    public func badge(_ label: Text?) -> some View { _stubModified() }
    public func tag<V>(_ tag: V) -> some View where V: Hashable { _stubModified() }
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { _stubModified() }
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View { _stubModified() }
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { _stubModified() }
    public func disabled(_ disabled: Bool) -> some View { _stubModified() }
}

extension VerticalEdge {
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top: VerticalEdge.Set = Set(rawValue: 1)
        public static let bottom: VerticalEdge.Set = Set(rawValue: 2)
        public static let all: VerticalEdge.Set = Set(rawValue: 3)
    }
}

@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public struct ScrollDismissesKeyboardMode: Sendable {
    public static var automatic: ScrollDismissesKeyboardMode { fatalError() }
    public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
    public static var interactively: ScrollDismissesKeyboardMode { fatalError() }
    public static var never: ScrollDismissesKeyboardMode { fatalError() }
}

// MARK: - Lifecycle and events

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _stubModified() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _stubModified() }

    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { _stubModified() }
    public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { _stubModified() }

    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _stubModified() }

    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { _stubModified() }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { _stubModified() }
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { _stubModified() }

    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never { _stubModified() }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _stubModified() }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { _stubModified() }
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { _stubModified() }

    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _stubModified() }
    public func transition(_ t: AnyTransition) -> some View { _stubModified() }

    public func accessibilityLabel(_ label: Text) -> some View { _stubModified() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _stubModified() }
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol { _stubModified() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _stubModified() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _stubModified() }
    public func accessibilityIdentifier(_ identifier: String) -> some View { _stubModified() }
}
