/** A plausible city for a pincode, from its first two digits (the postal circle). */
const CITIES: Record<string, { city: string; state: string }> = {
  '11': { city: 'New Delhi', state: 'Delhi' },
  '12': { city: 'Gurugram', state: 'Haryana' },
  '14': { city: 'Ludhiana', state: 'Punjab' },
  '16': { city: 'Chandigarh', state: 'Chandigarh' },
  '18': { city: 'Jammu', state: 'Jammu and Kashmir' },
  '20': { city: 'Noida', state: 'Uttar Pradesh' },
  '22': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '24': { city: 'Dehradun', state: 'Uttarakhand' },
  '30': { city: 'Jaipur', state: 'Rajasthan' },
  '38': { city: 'Ahmedabad', state: 'Gujarat' },
  '39': { city: 'Surat', state: 'Gujarat' },
  '40': { city: 'Mumbai', state: 'Maharashtra' },
  '41': { city: 'Pune', state: 'Maharashtra' },
  '44': { city: 'Nagpur', state: 'Maharashtra' },
  '45': { city: 'Indore', state: 'Madhya Pradesh' },
  '46': { city: 'Bhopal', state: 'Madhya Pradesh' },
  '49': { city: 'Raipur', state: 'Chhattisgarh' },
  '50': { city: 'Hyderabad', state: 'Telangana' },
  '52': { city: 'Vijayawada', state: 'Andhra Pradesh' },
  '56': { city: 'Bengaluru', state: 'Karnataka' },
  '57': { city: 'Mysuru', state: 'Karnataka' },
  '60': { city: 'Chennai', state: 'Tamil Nadu' },
  '64': { city: 'Coimbatore', state: 'Tamil Nadu' },
  '68': { city: 'Kochi', state: 'Kerala' },
  '69': { city: 'Thiruvananthapuram', state: 'Kerala' },
  '70': { city: 'Kolkata', state: 'West Bengal' },
  '71': { city: 'Howrah', state: 'West Bengal' },
  '73': { city: 'Siliguri', state: 'West Bengal' },
  '75': { city: 'Bhubaneswar', state: 'Odisha' },
  '78': { city: 'Guwahati', state: 'Assam' },
  '80': { city: 'Patna', state: 'Bihar' },
  '83': { city: 'Ranchi', state: 'Jharkhand' },
};

/** Where a circle has no entry above, the hub of its region (the first digit). */
const REGION_HUBS: Record<string, { city: string; state: string }> = {
  '1': { city: 'New Delhi', state: 'Delhi' },
  '2': { city: 'Lucknow', state: 'Uttar Pradesh' },
  '3': { city: 'Jaipur', state: 'Rajasthan' },
  '4': { city: 'Mumbai', state: 'Maharashtra' },
  '5': { city: 'Hyderabad', state: 'Telangana' },
  '6': { city: 'Chennai', state: 'Tamil Nadu' },
  '7': { city: 'Kolkata', state: 'West Bengal' },
  '8': { city: 'Patna', state: 'Bihar' },
};

export function placeForPincode(pincode: string): { city: string; state: string } {
  const digits = pincode.replace(/\D/g, '');
  return CITIES[digits.slice(0, 2)] ?? REGION_HUBS[digits.slice(0, 1)] ?? { city: 'New Delhi', state: 'Delhi' };
}

export function placeLabel(pincode: string): string {
  const place = placeForPincode(pincode);
  return `${place.city}, ${place.state}`;
}
