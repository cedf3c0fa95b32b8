// Stand-in for Apple's Combine framework, used only to type-check fixture
// sources on Linux. Public signatures mirror the real framework; bodies are
// placeholders and must never run.

import Foundation

// MARK: - Core protocols

public protocol Cancellable {
    func cancel()
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public enum Subscriptions {
    public static var empty: Subscription { fatalError() }
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input { fatalError() }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: Subscription)
}

extension Subject where Self.Output == Void {
    public func send() { fatalError() }
}

extension Publisher {
    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output { fatalError() }
}

public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { fatalError() }
}

// MARK: - Subscribers

public enum Subscribers {}

extension Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        public static let unlimited: Subscribers.Demand = Demand()
        public static let none: Subscribers.Demand = Demand()
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public var max: Int? { fatalError() }
        public var description: String { fatalError() }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { fatalError() }
        public static func + (lhs: Demand, rhs: Demand) -> Demand { fatalError() }
        public static func += (lhs: inout Demand, rhs: Demand) { fatalError() }
        private init() {}
    }

    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        final public var receiveValue: (Input) -> Void { fatalError() }
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { fatalError() }
        public init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)) { fatalError() }
        final public func receive(subscription: Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
        final public func cancel() { fatalError() }
        final public var description: String { fatalError() }
    }

    final public class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        final public var object: Root? { fatalError() }
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) { fatalError() }
        final public func receive(subscription: Subscription) { fatalError() }
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
        final public func receive(completion: Subscribers.Completion<Never>) { fatalError() }
        final public func cancel() { fatalError() }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

// MARK: - AnyCancellable

final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public init<C>(_ canceller: C) where C: Cancellable { fatalError() }
    final public func cancel() { fatalError() }
    final public func hash(into hasher: inout Hasher) { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable { fatalError() }
    final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

// MARK: - ObservableObject / @Published

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void { fatalError() }
    final public func send() { fatalError() }
}

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never { fatalError() }
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Subjects

final public class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    final public func send(subscription: Subscription) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    final public var value: Output {
        get { fatalError() }
        set { fatalError() }
    }
    public init(_ value: Output) { fatalError() }
    final public func send(subscription: Subscription) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    final public func send(_ input: Output) { fatalError() }
    final public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
}

// MARK: - Basic publishers

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never { fatalError() }
}

public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init(completeImmediately: Bool = true) { fatalError() }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) { fatalError() }
    public let completeImmediately: Bool
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool { fatalError() }
}

public struct Fail<Output, Failure: Error>: Publisher {
    public init(error: Failure) { fatalError() }
    public init(outputType: Output.Type, failure: Failure) { fatalError() }
    public let error: Failure
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

final public class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) { fatalError() }
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { fatalError() }
    public func receive<S>(subscriber: S) where S: Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input { fatalError() }
}

@frozen public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    public var description: String { fatalError() }
    public var playgroundDescription: Any { fatalError() }
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher { fatalError() }
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
}

public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public let combineIdentifier: CombineIdentifier
    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    public func receive(subscription: Subscription) { fatalError() }
    public func receive(_ value: Input) -> Subscribers.Demand { fatalError() }
    public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
}

// MARK: - Operator publishers

public enum Publishers {}

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) { fatalError() }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) { fatalError() }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error { fatalError() }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) { fatalError() }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input { fatalError() }
    }

    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public init(upstream: Upstream, output: Upstream.Output) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never { fatalError() }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) { fatalError() }
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input { fatalError() }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input { fatalError() }
    }

    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, NewPublisher.Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, P.Output == S.Input, Upstream.Failure == S.Failure { fatalError() }
    }

    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] { fatalError() }
    }

    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public init(prefix: Prefix, suffix: Suffix) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Suffix.Failure == S.Failure, Suffix.Output == S.Input { fatalError() }
    }

    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) { fatalError() }
    }

    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input { fatalError() }
    }

    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { fatalError() }
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }

    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) { fatalError() }
    }

    final public class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        final public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        final public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool { fatalError() }
    }

    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        final public let upstream: Upstream
        public init(upstream: Upstream) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input { fatalError() }
    }
}

// MARK: - Operators

extension Publisher {
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler { fatalError() }
    public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> where S: Scheduler { fatalError() }
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> where S: Scheduler { fatalError() }
    public func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> where S: Scheduler { fatalError() }
    public func delay<S>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> where S: Scheduler { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { fatalError() }
    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P> where P: Publisher, Self.Output == P.Output { fatalError() }
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> { fatalError() }
    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E> where E: Error { fatalError() }
    public func flatMap<T, P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P) -> Publishers.FlatMap<P, Self> where T == P.Output, P: Publisher, Self.Failure == P.Failure { fatalError() }
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { fatalError() }
    public func first() -> Publishers.First<Self> { fatalError() }
    public func collect() -> Publishers.Collect<Self> { fatalError() }
    public func prepend(_ elements: Self.Output...) -> Publishers.Concatenate<Publishers.Sequence<[Self.Output], Self.Failure>, Self> { fatalError() }
    public func append(_ elements: Self.Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Self.Output], Self.Failure>> { fatalError() }
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Self.Failure == P.Failure { fatalError() }
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P: Publisher, Self.Failure == P.Failure { fatalError() }
    public func merge<P>(with other: P) -> Publishers.Merge<Self, P> where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output { fatalError() }
    public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Self.Failure == P.Failure { fatalError() }
    public func share() -> Publishers.Share<Self> { fatalError() }
}

extension Publisher where Self.Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

extension Publisher where Self.Failure == Never {
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable { fatalError() }
    public func assign(to published: inout Published<Self.Output>.Publisher) { fatalError() }
}

extension Publisher where Self.Output: Publisher, Self.Output.Failure == Self.Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> { fatalError() }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }
}

extension Publishers {
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { fatalError() }
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input { fatalError() }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { fatalError() }
}

extension Optional {
    public var publisher: Optional<Wrapped>.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Wrapped?) { fatalError() }
        public func receive<S>(subscriber: S) where Wrapped == S.Input, S: Subscriber, S.Failure == Never { fatalError() }
    }
}

extension Result {
    public var publisher: Result<Success, Failure>.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { fatalError() }
        public func receive<S>(subscriber: S) where Success == S.Input, Failure == S.Failure, S: Subscriber { fatalError() }
    }
}

// MARK: - async bridges

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> Iterator { fatalError() }
}

public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async throws -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) { fatalError() }
    public func makeAsyncIterator() -> Iterator { fatalError() }
}

extension Publisher where Self.Failure == Never {
    public var values: AsyncPublisher<Self> { fatalError() }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { fatalError() }
}

// MARK: - Schedulers

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { fatalError() }
}

/// Shared shape of the `Stride` types of the schedulers below.
public protocol _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable where Magnitude == Self {}

extension _SchedulerStride {
    public init?<T>(exactly source: T) where T: BinaryInteger { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public var magnitude: Self { fatalError() }
    public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func * (lhs: Self, rhs: Self) -> Self { fatalError() }
    public static func += (lhs: inout Self, rhs: Self) { fatalError() }
    public static func -= (lhs: inout Self, rhs: Self) { fatalError() }
    public static func *= (lhs: inout Self, rhs: Self) { fatalError() }
    public static func seconds(_ s: Int) -> Self { fatalError() }
    public static func seconds(_ s: Double) -> Self { fatalError() }
    public static func milliseconds(_ ms: Int) -> Self { fatalError() }
    public static func microseconds(_ us: Int) -> Self { fatalError() }
    public static func nanoseconds(_ ns: Int) -> Self { fatalError() }
}

public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public struct Stride: _SchedulerStride {
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = Double
            public typealias Magnitude = Stride
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }
    }
    public typealias SchedulerOptions = Never
    public static let shared: ImmediateScheduler = ImmediateScheduler()
    public var now: SchedulerTimeType { fatalError() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { fatalError() }
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime { fatalError() }
        public init(_ time: DispatchTime) { fatalError() }
        public struct Stride: _SchedulerStride {
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = Double
            public typealias Magnitude = Stride
            public var timeInterval: DispatchTimeInterval { fatalError() }
            public init(_ timeInterval: DispatchTimeInterval) { fatalError() }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }
    }
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) { fatalError() }
    }
    public var now: SchedulerTimeType { fatalError() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { fatalError() }
}

extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public struct Stride: _SchedulerStride {
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = TimeInterval
            public typealias Magnitude = Stride
            public var timeInterval: TimeInterval
            public init(_ timeInterval: TimeInterval) { fatalError() }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }
    }
    public struct SchedulerOptions {}
    public var now: SchedulerTimeType { fatalError() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { fatalError() }
}

extension OperationQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { fatalError() }
        public struct Stride: _SchedulerStride {
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = TimeInterval
            public typealias Magnitude = Stride
            public var timeInterval: TimeInterval
            public init(_ timeInterval: TimeInterval) { fatalError() }
        }
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }
    }
    public struct SchedulerOptions {}
    public var now: SchedulerTimeType { fatalError() }
    public var minimumTolerance: SchedulerTimeType.Stride { fatalError() }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) { fatalError() }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable { fatalError() }
}

// MARK: - Foundation publishers (these live in Foundation's Combine overlay on Apple platforms)

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher { fatalError() }

    final public class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        final public let interval: TimeInterval
        final public let tolerance: TimeInterval?
        final public let runLoop: RunLoop
        final public let mode: RunLoop.Mode
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) { fatalError() }
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date { fatalError() }
        final public func connect() -> Cancellable { fatalError() }
    }
}

extension NotificationCenter {
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) { fatalError() }
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification { fatalError() }
    }
}
