import SwiftUI

struct CountriesList: View {
    private(set) var viewModel: ViewModel

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
    @Observable
    final class ViewModel {
        var countries: [String] = []
    }
}
