import Combine
import Foundation

/// A value kept in `UserDefaults` that announces its changes through the enclosing object.
@propertyWrapper
struct Stored<Value> {
    let key: String
    var fallback: Value

    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.fallback = wrappedValue
    }

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? fallback }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }

    static subscript<Owner: ObservableObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].wrappedValue }
        set {
            (owner.objectWillChange as? ObservableObjectPublisher)?.send()
            owner[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}
