import SwiftUI

struct CountriesList: View {
    @ObservedObject private(set) var viewModel: ViewModel

    var body: some View {
        VStack {
            ForEach(viewModel.countries, id: \.self) { country in
                Text(country)
            }
        }
    }
}

// MARK: - ViewModel

extension CountriesList {
    final class ViewModel: ObservableObject {
        @Published var countries: [String] = []
    }
}
