import SwiftUI

struct City: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct CitiesView: View {
    let cities: [City]

    var body: some View {
        NavigationStack {
            List(cities) { city in
                NavigationLink(city.name, value: city)
            }
            .navigationDestination(for: City.self) { city in
                ForecastView(viewModel: ForecastViewModel(initialState: Forecast(city: city.name)))
            }
        }
    }
}
