import SwiftUI

final class Preferences: ObservableObject {
    @Published var sound = true
    @Published var haptics = false
    @Published var nickname = ""
}
