import SwiftUI

// The widget's own model of the same name: its flag is set by the timeline, not by a load.
final class ArticlesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var articles: [String] = []
}
