import Combine

final class AutofillModel: ObservableObject {
    @Published var isEnabled = true
}
