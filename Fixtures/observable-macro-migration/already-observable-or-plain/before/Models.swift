import Observation

@Observable
final class Cart {
    var items: [String] = []
}

/// Not observable at all: views that hold it never refresh, by design.
final class AuditLog {
    var lines: [String] = []
}

struct ObservableObjectCount {
    var value = 0
}
