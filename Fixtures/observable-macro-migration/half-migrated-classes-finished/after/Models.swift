import Combine
import Foundation
import Observation

// Already '@Observable', yet still declaring 'ObservableObject' for the views below.
@Observable
final class Preferences: Codable {
    static let shared = Preferences()

    var theme = "light"
}

@Observable
class Navigator {
    var path: [String] = []
}

/// Inherits both from 'Navigator'.
@Observable
final class SheetNavigator: Navigator {
    var isPresented = false
}
