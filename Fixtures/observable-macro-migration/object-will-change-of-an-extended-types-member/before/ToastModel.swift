import Combine

final class ToastModel: ObservableObject {
    @Published var message = "Save"
}
