// Stand-ins for SwiftUI's value types used by views and modifiers: geometry,
// colors, fonts, shape styles, shapes, animations and the control styles.

// MARK: - Geometry

@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top: Edge.Set = Set(rawValue: 1)
        public static let leading: Edge.Set = Set(rawValue: 2)
        public static let bottom: Edge.Set = Set(rawValue: 4)
        public static let trailing: Edge.Set = Set(rawValue: 8)
        public static let all: Edge.Set = Set(rawValue: 15)
        public static let horizontal: Edge.Set = Set(rawValue: 10)
        public static let vertical: Edge.Set = Set(rawValue: 5)
    }
}

@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = Set(rawValue: 1)
        public static let vertical: Axis.Set = Set(rawValue: 2)
    }
}

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading: HorizontalAlignment = HorizontalAlignment()
    public static let center: HorizontalAlignment = HorizontalAlignment()
    public static let trailing: HorizontalAlignment = HorizontalAlignment()
    public static let listRowSeparatorLeading: HorizontalAlignment = HorizontalAlignment()
    public static let listRowSeparatorTrailing: HorizontalAlignment = HorizontalAlignment()
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top: VerticalAlignment = VerticalAlignment()
    public static let center: VerticalAlignment = VerticalAlignment()
    public static let bottom: VerticalAlignment = VerticalAlignment()
    public static let firstTextBaseline: VerticalAlignment = VerticalAlignment()
    public static let lastTextBaseline: VerticalAlignment = VerticalAlignment()
}

@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center: Alignment = Alignment(horizontal: .center, vertical: .center)
    public static let leading: Alignment = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing: Alignment = Alignment(horizontal: .trailing, vertical: .center)
    public static let top: Alignment = Alignment(horizontal: .center, vertical: .top)
    public static let bottom: Alignment = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading: Alignment = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading: Alignment = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .bottom)
}

@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero: UnitPoint = UnitPoint()
    public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
    public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
    public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
    public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
    public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
    public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)
    public static let topTrailing: UnitPoint = UnitPoint(x: 1, y: 0)
    public static let bottomLeading: UnitPoint = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing: UnitPoint = UnitPoint(x: 1, y: 1)
}

@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero: Angle = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

public struct Anchor<Value> {
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { fatalError() }
}

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

// MARK: - ShapeStyle

public protocol ShapeStyle: Sendable {}

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, _PrimitiveView {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
    public var description: String { fatalError() }

    public func opacity(_ opacity: Double) -> Color { fatalError() }

    public static let black: Color = Color(white: 0)
    public static let white: Color = Color(white: 1)
    public static let gray: Color = Color(white: 0.5)
    public static let red: Color = Color(white: 0)
    public static let green: Color = Color(white: 0)
    public static let blue: Color = Color(white: 0)
    public static let orange: Color = Color(white: 0)
    public static let yellow: Color = Color(white: 0)
    public static let pink: Color = Color(white: 0)
    public static let purple: Color = Color(white: 0)
    public static let mint: Color = Color(white: 0)
    public static let teal: Color = Color(white: 0)
    public static let cyan: Color = Color(white: 0)
    public static let indigo: Color = Color(white: 0)
    public static let brown: Color = Color(white: 0)
    public static let clear: Color = Color(white: 0)
    public static let primary: Color = Color(white: 0)
    public static let secondary: Color = Color(white: 0)
    public static var accentColor: Color { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let secondary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let tertiary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let quaternary: HierarchicalShapeStyle = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
}

@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

@frozen
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

@frozen
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { fatalError() }
}

public struct Material: ShapeStyle {
    public static let regular: Material = Material()
    public static let thick: Material = Material()
    public static let thin: Material = Material()
    public static let ultraThin: Material = Material()
    public static let ultraThick: Material = Material()
    public static let bar: Material = Material()
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

@frozen
public struct Gradient: Hashable, Sendable {
    public init(colors: [Color]) { fatalError() }
}

@frozen
public struct LinearGradient: ShapeStyle, _PrimitiveView {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

// MARK: - Font

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = Font()
    public static let title: Font = Font()
    public static let title2: Font = Font()
    public static let title3: Font = Font()
    public static let headline: Font = Font()
    public static let subheadline: Font = Font()
    public static let body: Font = Font()
    public static let callout: Font = Font()
    public static let footnote: Font = Font()
    public static let caption: Font = Font()
    public static let caption2: Font = Font()

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }

    public func italic() -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func monospaced() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight: Weight = Weight()
        public static let thin: Weight = Weight()
        public static let light: Weight = Weight()
        public static let regular: Weight = Weight()
        public static let medium: Weight = Weight()
        public static let semibold: Weight = Weight()
        public static let bold: Weight = Weight()
        public static let heavy: Weight = Weight()
        public static let black: Weight = Weight()
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    private init() {}
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

// MARK: - Shapes

public struct Path: Equatable {
    public init() {}
    public init(_ rect: CGRect) { fatalError() }
    public init(_ callback: (inout Path) -> Void) { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { _stubModified() }
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { _stubModified() }
    public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { _stubModified() }
}

public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct StrokeStyle: Equatable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
    }
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@frozen
public struct Rectangle: Shape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen
public struct Circle: Shape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { fatalError() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { fatalError() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { fatalError() }
}

// MARK: - Animation

@frozen
public struct Animation: Equatable, Sendable {
    public static let `default`: Animation = Animation()
    public static var linear: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    public static var bouncy: Animation { fatalError() }
    public static var smooth: Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    private init() {}
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

@frozen
public struct AnyTransition {
    public static let identity: AnyTransition = AnyTransition()
    public static let opacity: AnyTransition = AnyTransition()
    public static let slide: AnyTransition = AnyTransition()
    public static let scale: AnyTransition = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func push(from edge: Edge) -> AnyTransition { fatalError() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
    private init() {}
}

// MARK: - Styles

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

public protocol ProgressViewStyle {}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }

public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
