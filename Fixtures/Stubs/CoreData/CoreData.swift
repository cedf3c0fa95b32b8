// A stand-in for the parts of Apple's CoreData that fixtures use, with the real signatures.
// CoreData does not exist on Linux; `import SwiftUI` does not bring it in, as on Apple platforms.
import Combine
import Foundation

public protocol NSFetchRequestResult: AnyObject {}

/// Managed objects are observable objects, as on Apple platforms.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {}

open class NSFetchRequest<ResultType>: NSObject where ResultType: NSFetchRequestResult {
    public init(entityName: String) { fatalError() }
}

open class NSManagedObjectContext: NSObject {
    public enum ConcurrencyType: UInt, Sendable {
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    public init(concurrencyType ct: NSManagedObjectContext.ConcurrencyType) { fatalError() }
    open var hasChanges: Bool { fatalError() }
    open var insertedObjects: Set<NSManagedObject> { fatalError() }
    open var parent: NSManagedObjectContext?
    open func save() throws { fatalError() }
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult { fatalError() }
}

open class NSPersistentContainer: NSObject {
    public init(name: String) { fatalError() }
    open var viewContext: NSManagedObjectContext { fatalError() }
}

// Key-value observing, which Foundation on Linux lacks, declared as Apple's Foundation does
// (`import CoreData` brings Foundation in on Apple platforms).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

public final class NSKeyValueObservation: NSObject {
    public func invalidate() {}
}

public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

extension _KeyValueCodingAndObserving {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError() }
}
