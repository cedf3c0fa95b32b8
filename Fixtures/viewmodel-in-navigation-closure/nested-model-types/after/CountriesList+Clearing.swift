import Foundation

// A shorthand for this file's extensions of the list's model only.
private typealias ViewModel = CountriesList.ViewModel

extension ViewModel {
    func clear() {
        countries = []
    }
}
