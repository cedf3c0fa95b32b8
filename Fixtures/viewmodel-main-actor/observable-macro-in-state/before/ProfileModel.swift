import Observation

@Observable
final class ProfileModel {
    var name = ""
    var isSaving = false

    func save() async {
        isSaving = true
        isSaving = false
    }
}
