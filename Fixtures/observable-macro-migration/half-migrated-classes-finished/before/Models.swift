import Combine
import Foundation
import Observation

// Already '@Observable', yet still declaring 'ObservableObject' for the views below.
@Observable
final class Preferences: Codable, ObservableObject {
    static let shared = Preferences()

    var theme = "light"
}

@Observable
class Navigator: ObservableObject {
    var path: [String] = []
}

/// Inherits both from 'Navigator'.
final class SheetNavigator: Navigator {
    var isPresented = false
}
