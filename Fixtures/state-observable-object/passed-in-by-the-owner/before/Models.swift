import SwiftUI

final class Preferences: ObservableObject {
    static let shared = Preferences()

    @Published var channel = "stable"
}

final class Updater: ObservableObject {
    @Published var progress = 0.0
    @Published var failure: String?
}
