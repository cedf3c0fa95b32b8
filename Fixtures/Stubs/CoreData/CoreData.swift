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
    open func save() throws { fatalError() }
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] where T: NSFetchRequestResult { fatalError() }
}

open class NSPersistentContainer: NSObject {
    public init(name: String) { fatalError() }
    open var viewContext: NSManagedObjectContext { fatalError() }
}
