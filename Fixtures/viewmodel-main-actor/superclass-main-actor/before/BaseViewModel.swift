import Combine

@MainActor
class BaseViewModel: ObservableObject {
    @Published var isLoading = false
}

/// A screen's model: conforming to it isolates the class to the main actor.
@MainActor
protocol ScreenModel: ObservableObject {
    var title: String { get }
}
