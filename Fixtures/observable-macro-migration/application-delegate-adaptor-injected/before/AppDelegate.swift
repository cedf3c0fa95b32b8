import Combine
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var isRegistered = false
}
