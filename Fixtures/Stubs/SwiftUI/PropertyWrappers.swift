// Stand-ins for SwiftUI's data-flow property wrappers. Signatures follow the
// real declarations: e.g. StateObject.wrappedValue is get-only and
// StateObject/ObservedObject/EnvironmentObject require an ObservableObject.

// MARK: - State

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { fatalError() }
}

extension State: @unchecked Sendable where Value: Sendable {}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction { fatalError() }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }

    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
}

extension Binding: @unchecked Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public typealias ID = Value.ID
    public var id: Value.ID { fatalError() }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public func formIndex(after i: inout Index) { fatalError() }
    public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { fatalError() }
    public func formIndex(before i: inout Index) { fatalError() }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

public struct Transaction {
    public init() {}
    public init(animation: Animation?) { fatalError() }
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

// MARK: - StateObject

@frozen @propertyWrapper @preconcurrency @MainActor
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    public var wrappedValue: ObjectType { fatalError() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - ObservedObject

@propertyWrapper @frozen @preconcurrency @MainActor
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup @frozen @preconcurrency @MainActor
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    @MainActor @preconcurrency public init(initialValue: ObjectType) { fatalError() }
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }

    public var wrappedValue: ObjectType

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

// MARK: - EnvironmentObject

@frozen @propertyWrapper @preconcurrency @MainActor
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup @frozen @preconcurrency @MainActor
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }

    @inlinable public var wrappedValue: ObjectType { fatalError() }

    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }

    nonisolated public init() { fatalError() }
}

// MARK: - Bindable (Observation)

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { fatalError() }
    public init(_ wrappedValue: Value) { fatalError() }
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
    public typealias ID = Value.ID
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - AppStorage / SceneStorage

@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline internal var _location: AnyObject
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { fatalError() }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { fatalError() }
}

@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @usableFromInline internal var _location: AnyObject
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

// MARK: - FocusState

@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @frozen @propertyWrapper
    public struct Binding {
        @usableFromInline internal var _location: AnyObject
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }

        public var projectedValue: FocusState<Value>.Binding { fatalError() }
    }

    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    public init() where Value == Bool { fatalError() }
    public init<T>() where Value == T?, T: Hashable { fatalError() }
}

extension View {
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { _stubModified() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _stubModified() }
}

// MARK: - Namespace

@frozen @propertyWrapper
public struct Namespace: DynamicProperty {
    @frozen public struct ID: Hashable {}
    @inlinable public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }
}
