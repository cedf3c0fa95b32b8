import SwiftUI

@Observable
final class Preferences {
    var sound = true
    var haptics = false
    var nickname = ""
}
