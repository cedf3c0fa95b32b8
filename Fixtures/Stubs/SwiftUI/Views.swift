// Stand-ins for SwiftUI's built-in views: text, images, controls, stacks,
// grids, lists and containers.

// MARK: - LocalizedStringKey

public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int8 { self }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int16 { self }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt8 { self }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt16 { self }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible { fatalError() }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject { fatalError() }
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
        public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
}

// MARK: - Text

@frozen
public struct Text: Equatable, Sendable, _PrimitiveView {
    @inlinable nonisolated public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    nonisolated public init(_ attributedContent: AttributedString) { fatalError() }
    nonisolated public init(_ date: Date, style: Text.DateStyle) { fatalError() }
    nonisolated public init(_ dates: ClosedRange<Date>) { fatalError() }
    nonisolated public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    nonisolated public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible { fatalError() }
    nonisolated public init(_ image: Image) { fatalError() }

    public struct DateStyle: Equatable, Sendable {
        public static let time: DateStyle = DateStyle()
        public static let date: DateStyle = DateStyle()
        public static let relative: DateStyle = DateStyle()
        public static let offset: DateStyle = DateStyle()
        public static let timer: DateStyle = DateStyle()
    }

    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    public enum Case: Sendable {
        case uppercase, lowercase
    }

    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    public static func == (a: Text, b: Text) -> Bool { fatalError() }

    nonisolated public func font(_ font: Font?) -> Text { fatalError() }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text { fatalError() }
    nonisolated public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
    nonisolated public func bold() -> Text { fatalError() }
    nonisolated public func bold(_ isActive: Bool) -> Text { fatalError() }
    nonisolated public func italic() -> Text { fatalError() }
    nonisolated public func italic(_ isActive: Bool) -> Text { fatalError() }
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
    nonisolated public func monospacedDigit() -> Text { fatalError() }
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
}

// MARK: - Image

@frozen
public struct Image: Equatable, Sendable, _PrimitiveView {
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
    nonisolated public init(systemName: String) { fatalError() }
    nonisolated public init(systemName: String, variableValue: Double?) { fatalError() }

    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    public enum TemplateRenderingMode: Sendable {
        case template, original
    }

    public enum Scale: Sendable {
        case small, medium, large
    }

    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
    nonisolated public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { fatalError() }
    nonisolated public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }

    public enum Interpolation: Sendable {
        case none, low, medium, high
    }

    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome: SymbolRenderingMode = SymbolRenderingMode()
    public static let multicolor: SymbolRenderingMode = SymbolRenderingMode()
    public static let hierarchical: SymbolRenderingMode = SymbolRenderingMode()
    public static let palette: SymbolRenderingMode = SymbolRenderingMode()
}

public struct AsyncImage<Content>: _PrimitiveView where Content: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image { fatalError() }
    public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View { fatalError() }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) { fatalError() }
}

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? { fatalError() }
    public var error: Error? { fatalError() }
}

// MARK: - Label

public struct Label<Title, Icon>: _PrimitiveView where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, image name: String) where S: StringProtocol { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String) where S: StringProtocol { fatalError() }
}

// MARK: - Buttons and controls

public struct ButtonRole: Equatable, Sendable {
    public static let destructive: ButtonRole = ButtonRole()
    public static let cancel: ButtonRole = ButtonRole()
}

public struct Button<Label>: _PrimitiveView where Label: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol { fatalError() }
}

public struct Link<Label>: _PrimitiveView where Label: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, destination: URL) where S: StringProtocol { fatalError() }
}

public struct Menu<Label, Content>: _PrimitiveView where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct Toggle<Label>: _PrimitiveView where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { fatalError() }
}

public struct TextField<Label>: _PrimitiveView where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol { fatalError() }
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String { fatalError() }
}

public struct SecureField<Label>: _PrimitiveView where Label: View {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
}

public struct TextEditor: _PrimitiveView {
    public init(text: Binding<String>) { fatalError() }
}

public struct Picker<Label, SelectionValue, Content>: _PrimitiveView where Label: View, SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

public struct Stepper<Label>: _PrimitiveView where Label: View {
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) { fatalError() }
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: Strideable { fatalError() }
}

extension Stepper where Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable { fatalError() }
    @_disfavoredOverload public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable { fatalError() }
}

public struct Slider<Label, ValueLabel>: _PrimitiveView where Label: View, ValueLabel: View {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint { fatalError() }
}

public struct DatePicker<Label>: _PrimitiveView where Label: View {
    public typealias Components = DatePickerComponents
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol { fatalError() }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute: DatePickerComponents = DatePickerComponents(rawValue: 1)
    public static let date: DatePickerComponents = DatePickerComponents(rawValue: 2)
}

public struct ProgressView<Label, CurrentValueLabel>: _PrimitiveView where Label: View, CurrentValueLabel: View {}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView { fatalError() }
    public init(@ViewBuilder label: () -> Label) { fatalError() }
    public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S) where Label == Text, S: StringProtocol { fatalError() }
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint { fatalError() }
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, V: BinaryFloatingPoint { fatalError() }
    @_disfavoredOverload public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, S: StringProtocol, V: BinaryFloatingPoint { fatalError() }
}

extension ProgressView {
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint { fatalError() }
}

public struct ContentUnavailableView<Label, Description, Actions>: _PrimitiveView where Label: View, Description: View, Actions: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol { fatalError() }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { fatalError() }
}

public struct SearchUnavailableContent {
    public struct Label: _PrimitiveView {}
    public struct Description: _PrimitiveView {}
    public struct Actions: _PrimitiveView {}
}

public struct LabeledContent<Label, Content>: _PrimitiveView where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol { fatalError() }
    @_disfavoredOverload public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol { fatalError() }
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

// MARK: - Layout containers

@frozen
public struct Spacer: _PrimitiveView {
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

public struct Divider: _PrimitiveView {
    public init() {}
}

@frozen
public struct VStack<Content>: _PrimitiveView where Content: View {
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
}

@frozen
public struct HStack<Content>: _PrimitiveView where Content: View {
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
}

@frozen
public struct ZStack<Content>: _PrimitiveView where Content: View {
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders: PinnedScrollableViews = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters: PinnedScrollableViews = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVStack<Content>: _PrimitiveView where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
}

public struct LazyHStack<Content>: _PrimitiveView where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct LazyVGrid<Content>: _PrimitiveView where Content: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
}

public struct LazyHGrid<Content>: _PrimitiveView where Content: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
}

public struct ScrollView<Content>: _PrimitiveView where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable { fatalError() }
}

@frozen
public struct ScrollViewReader<Content>: _PrimitiveView where Content: View {
    public var content: (ScrollViewProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

@frozen
public struct GeometryReader<Content>: _PrimitiveView where Content: View {
    public var content: (GeometryProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

// MARK: - List / Form / Section

public struct List<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }

    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View { fatalError() }
}

public struct Form<Content>: _PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct Section<Parent, Content, Footer> {
    public typealias Body = Never
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

public struct DisclosureGroup<Label, Content>: _PrimitiveView where Label: View, Content: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    @_disfavoredOverload public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol { fatalError() }
}

// MARK: - TabView

public struct TabView<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension View {
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { _stubModified() }
}
