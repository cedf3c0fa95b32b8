import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []

    /// One feed for the whole app, kept where the class is.
    @ObservedObject static var shared = Feed()
}
