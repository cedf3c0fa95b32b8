import Combine
import Observation
import UIKit

@Observable
final class AppDelegate: NSObject, UIApplicationDelegate {
    var isRegistered = false
}
