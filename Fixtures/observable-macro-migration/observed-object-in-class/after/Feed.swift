import Combine
import SwiftUI

@Observable
final class Feed {
    var items: [String] = []
    var query = ""

    /// One feed for the whole app, kept where the class is.
    static var shared = Feed()
}
