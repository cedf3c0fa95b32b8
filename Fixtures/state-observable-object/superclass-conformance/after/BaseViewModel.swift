import SwiftUI

class BaseViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
}
