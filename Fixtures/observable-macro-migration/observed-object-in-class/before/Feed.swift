import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
    @Published var query = ""

    /// One feed for the whole app, kept where the class is.
    @ObservedObject static var shared = Feed()
}
