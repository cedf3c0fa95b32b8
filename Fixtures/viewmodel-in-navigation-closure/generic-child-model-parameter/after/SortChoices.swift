import SwiftUI

final class SortChoices: ChoicePopupModel {
    @Published private(set) var selected: String
    let title = "Sort by"
    let choices = ["Name", "Date"]

    init(selected: String) {
        self.selected = selected
    }

    func choose(_ choice: String) {
        selected = choice
    }
}

final class GroupChoices: ChoicePopupModel {
    @Published private(set) var grouped = false
    let title = "Group"
    let choices = ["None", "Day"]

    func choose(_ choice: String) {
        grouped = choice != "None"
    }
}
